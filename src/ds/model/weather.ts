/**
 * Weather Areas and their current weather. Mud (11.3), Storms and Snow (11.5) are what the DS
 * rules test for; how weather is rolled is not in the seeds, so it is set as data each turn.
 */
export const WEATHERS = ['clear', 'mud', 'storms', 'snow'] as const;
export type Weather = (typeof WEATHERS)[number];

export interface WeatherArea {
  readonly id: string;
  /** North (11.1), North Monsoon, South Monsoon... */
  readonly name: string;
  readonly weather: Weather;
}

/**
 * SAMPLE Capture Table (9.14b, 9.14c) and Air Base Capture Table (9.14f). The seed names both and
 * their columns (Trucks, Wagons; SP), gives one die per check (the 9.14c example rolls a 3 and a 5)
 * and the results "reduction" or "no result" for aircraft, but prints neither. Made up, NOT the
 * OCS tables; they agree with the example (Trucks 3: 25%, SP 5: 50%). Enter your chart's result
 * instead (CAPTURE_RESULT, AIR_BASE_RESULT).
 */
export const CAPTURE_SAMPLE_NOTE = 'SAMPLE Capture Table (made up; not the OCS table)';
export const AIR_BASE_CAPTURE_SAMPLE_NOTE = 'SAMPLE Air Base Capture Table (made up; not the OCS table)';

export const CAPTURE_COLUMNS = ['supply', 'trucks', 'wagons'] as const;
export type CaptureColumn = (typeof CAPTURE_COLUMNS)[number];

/** Percent captured by die 1-6 (index 0 is a die of 1). */
export const CAPTURE_TABLE_SAMPLE: Readonly<Record<CaptureColumn, readonly number[]>> = {
  supply: [0, 25, 25, 50, 50, 75],
  trucks: [0, 0, 25, 25, 50, 75],
  wagons: [0, 25, 25, 50, 50, 100],
};

export type AirBaseCaptureResult = 'reduction' | 'none';

/** One die per aircraft: 1-3 reduction, 4-6 no result. */
export const AIR_BASE_CAPTURE_SAMPLE: readonly AirBaseCaptureResult[] = ['reduction', 'reduction', 'reduction', 'none', 'none', 'none'];

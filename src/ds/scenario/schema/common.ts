import { z } from 'zod';
import { FACTIONS } from '../../model/factions.ts';
import { NATIONALITIES } from '../../model/nationalities.ts';
import { DS_HEX } from '../../model/hex-ids.ts';

export const id = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, {
  error: 'ids start with a letter and use letters, digits, "_", "." or "-"',
});
export const hexId = z.string().regex(new RegExp(DS_HEX.idPattern), {
  error: 'a hex id is the map letter and four digits: column then row, e.g. "w4114"',
}).meta({ description: 'Hex id as printed on the map: map letter + 2-digit column + 2-digit row (w4114).' });
export const faction = z.enum(FACTIONS).meta({ description: 'axis, western or soviet' });
export const nationality = z.enum(NATIONALITIES);
export const flag = z.boolean().default(false);

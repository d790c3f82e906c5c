import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Article dates are New Zealand dates, whatever the server's or reader's zone. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';

const inNz = (date: Date | string) => new TZDate(new Date(date).getTime(), NZ_TIME_ZONE);

/** dd-MM-yyyy, as in article URLs. */
export const urlDate = (date: Date | string) => format(inNz(date), 'dd-MM-yyyy');

/** "22 November 2026", for bylines. */
export const displayDate = (date: Date | string) => format(inNz(date), 'd MMMM yyyy');

/** Machine-readable time with the NZ offset, for <time dateTime>. */
export const isoInNz = (date: Date | string) => format(inNz(date), "yyyy-MM-dd'T'HH:mm:ssXXX");

/**
 * Project periods and record timestamps. Everything lies between 1990 and the data set's fixed
 * "today"; references were entered into the system from 2012 on, after their project started.
 */
import { dayNumber, fromDayNumber, isoTimestamp } from './format.ts';
import type { Rng } from './random.ts';

/** Fixed "today" of the base data set. */
export const TODAY = '2026-03-31';
const TODAY_DAY = dayNumber(TODAY);
const FIRST_DAY = dayNumber('1990-01-01');
const SYSTEM_START = dayNumber('2012-01-01');

export interface Period {
  datefrom: string;
  dateuntil: string | null;
  ongoing: boolean;
  /** Only years are known; display text drops months. */
  yearOnly: boolean;
  months: number;
}

export function drawPeriod(rng: Rng, ongoing: boolean): Period {
  if (ongoing) {
    const from = rng.int(dayNumber('2021-01-01'), TODAY_DAY - 20);
    const months = Math.max(1, Math.round((TODAY_DAY - from) / 30.44));
    return { datefrom: fromDayNumber(from), dateuntil: null, ongoing: true, yearOnly: false, months };
  }
  const months = rng.int(3, 48);
  // Skewed towards recent years, as portfolios are.
  const until = FIRST_DAY + 400 + Math.floor(Math.sqrt(rng.next()) * (TODAY_DAY - FIRST_DAY - 400));
  const from = Math.max(FIRST_DAY, until - Math.round(months * 30.44));
  if (rng.chance(0.2)) {
    const a = fromDayNumber(from).slice(0, 4);
    const b = fromDayNumber(until).slice(0, 4);
    return {
      datefrom: `${a}-01-01`,
      dateuntil: `${b}-12-31` > TODAY ? TODAY : `${b}-12-31`,
      ongoing: false,
      yearOnly: true,
      months,
    };
  }
  return {
    datefrom: fromDayNumber(from),
    dateuntil: fromDayNumber(until),
    ongoing: false,
    yearOnly: false,
    months,
  };
}

/** Random time of the given day, during office hours. */
function stamp(rng: Rng, day: number): string {
  const d = fromDayNumber(day);
  return isoTimestamp(
    +d.slice(0, 4),
    +d.slice(5, 7),
    +d.slice(8, 10),
    rng.int(7, 19),
    rng.int(0, 59),
    rng.int(0, 59),
  );
}

export interface RecordDates {
  datecreated: string;
  dateupdated: string;
  lastviewdate: string | null;
  createdDay: number;
}

export function drawRecordDates(rng: Rng, period: Period): RecordDates {
  const start = Math.max(SYSTEM_START, dayNumber(period.datefrom) + 14);
  const createdDay = rng.int(Math.min(start, TODAY_DAY), TODAY_DAY);
  const updatedDay = rng.int(createdDay, TODAY_DAY);
  const datecreated = stamp(rng, createdDay);
  let dateupdated = stamp(rng, updatedDay);
  if (dateupdated < datecreated) dateupdated = datecreated;
  const lastviewdate = rng.chance(0.7) ? stamp(rng, rng.int(createdDay, TODAY_DAY)) : null;
  return { datecreated, dateupdated, lastviewdate, createdDay };
}

export interface Countersign {
  iscountersigned: boolean;
  countersignstatus: number;
  countersignrequested: string | null;
  datecountersigned: string | null;
}

/** 0 none, 1 requested (waiting for the client), 2 countersigned. */
export function drawCountersign(rng: Rng, createdDay: number, eligible: boolean): Countersign {
  const r = rng.next();
  if (!eligible || r >= 0.42) {
    return {
      iscountersigned: false,
      countersignstatus: 0,
      countersignrequested: null,
      datecountersigned: null,
    };
  }
  const requestedDay = rng.int(createdDay, TODAY_DAY);
  const countersignrequested = fromDayNumber(requestedDay);
  if (r >= 0.32)
    return { iscountersigned: false, countersignstatus: 1, countersignrequested, datecountersigned: null };
  const signedDay = Math.min(TODAY_DAY, requestedDay + rng.int(2, 60));
  return {
    iscountersigned: true,
    countersignstatus: 2,
    countersignrequested,
    datecountersigned: fromDayNumber(signedDay),
  };
}

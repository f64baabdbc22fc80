// Part 2 §9: an ad refresh runs a calendar month from its start day (the server books
// [start, start + 1 month) on the seller's calendar). One rule for the dialog, the server and the card
//: the last day is the day before the same date next month (27 Nov → 26 Dec;
// 31 Jan → 27 Feb, a month from 31 Jan being 28 Feb).
import { addDays, addMonths } from '../../domain/calendar';

export const refreshLastDay = (start: string): string => addDays(addMonths(start, 1), -1);

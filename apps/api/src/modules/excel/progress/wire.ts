import {
  connectionIdSchema,
  excelProcessResultSchema,
  type ExcelStreamEvent,
  type ProgressStage,
} from '@trusty/contracts';
import { z } from 'zod';
import { MAX_NOTIFY_PAYLOAD_BYTES } from '../../../db/notifications';

/**
 * One progress event as it travels between instances (a NOTIFY payload): who it is for, its id in
 * that stream (the publishing instance numbers them, so every instance gives the browser the same
 * ids and a resumed stream can continue anywhere), and which instance sent it.
 */
export interface ProgressMessage {
  origin: string;
  userId: string;
  connectionId: string;
  id: number;
  event: ExcelStreamEvent;
}

const STAGES = [
  'validating',
  'analyzing',
  'categorizing',
  'writing',
] as const satisfies readonly ProgressStage[];

const eventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('progress'),
    data: z.object({
      stage: z.enum(STAGES),
      processed: z.number(),
      total: z.number(),
      percent: z.number(),
    }),
  }),
  z.object({
    event: z.literal('complete'),
    data: z.object({ result: excelProcessResultSchema }),
  }),
  z.object({ event: z.literal('error'), data: z.object({ message: z.string() }) }),
]);

const messageSchema = z.object({
  origin: z.string().max(64),
  userId: z.string().min(1).max(64),
  connectionId: connectionIdSchema,
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  event: eventSchema,
});

export function encodeMessage(message: ProgressMessage): string {
  return JSON.stringify(message);
}

/** Undefined for anything that is not a message of this version (another app on the channel). */
export function decodeMessage(payload: string): ProgressMessage | undefined {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? (parsed.data as ProgressMessage) : undefined;
  } catch {
    return undefined;
  }
}

const LONGEST_MESSAGE = 1_000;

/**
 * The event as it will be sent everywhere, small enough for one NOTIFY (PostgreSQL refuses 8000
 * bytes or more). Progress is tiny; a result's error lines (up to 100, each quoting a cell) can be
 * long, so the list is shortened until it fits. The browser takes the full result from the answer
 * to its upload, and `errorRows` still counts every error.
 */
export function fitEvent(
  event: ExcelStreamEvent,
  envelope: Omit<ProgressMessage, 'event'>,
): ExcelStreamEvent {
  const fits = (candidate: ExcelStreamEvent) =>
    Buffer.byteLength(encodeMessage({ ...envelope, event: candidate })) <= MAX_NOTIFY_PAYLOAD_BYTES;
  if (fits(event)) return event;
  if (event.event === 'error') {
    return { event: 'error', data: { message: event.data.message.slice(0, LONGEST_MESSAGE) } };
  }
  if (event.event === 'progress') return event;
  const result = { ...event.data.result, errors: event.data.result.errors.map(clip) };
  for (;;) {
    const candidate: ExcelStreamEvent = { event: 'complete', data: { result } };
    if (fits(candidate) || result.errors.length === 0) return candidate;
    result.errors = result.errors.slice(0, Math.floor(result.errors.length / 2));
  }
}

function clip(line: string): string {
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

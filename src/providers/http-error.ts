import type { HttpError } from '@refinedev/core';

/** The one error shape every failed call rejects with (Refine's HttpError contract). */
export class BladeHttpError extends Error implements HttpError {
  statusCode: number;
  /** True when the user has already been told (toast shown), so callers do not toast again. */
  notified: boolean;
  errors?: HttpError['errors'];
  /** The failed answer's body, for callers that read more than the message (e.g. oauth_id). */
  body?: unknown;

  /**
   * A write that went out but got no answer (a timeout, a dropped connection): the server may have
   * stored it. Not a failure to retry blindly: the caller checks what is stored first.
   */
  unknownResult = false;

  constructor(message: string, statusCode: number, notified = false, body?: unknown) {
    super(message);
    this.name = 'BladeHttpError';
    this.statusCode = statusCode;
    this.notified = notified;
    this.body = body;
  }
}

export const isBladeHttpError = (value: unknown): value is BladeHttpError => value instanceof BladeHttpError;

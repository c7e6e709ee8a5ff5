/** Extra fields an error answer may carry for the UI, e.g. `{ code: 'subscription-required', feature }`. */
export type ErrorDetails = { code?: string } & Record<string, unknown>;

/** An error the client can act on: answered as `{statusCode, error, message}` with its message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// The Fastify logger of the API: level from LOG_LEVEL, credentials redacted, autologin tokens
// kept out of URLs, and errors written without the data they carry (error-serializer.ts).
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { serializeError } from './error-serializer';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers["x-api-key"]'], censor: '[redacted]' },
    serializers: {
      // Autologin tokens travel in the query string; keep them out of the logs.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    ...(stream ? { stream } : {}),
  };
}

// The zod every schema of the contracts is built with, set to speak the catalogue: an issue a
// schema gives no message of its own reads as catalogueIssueMessage says, in a form (react-hook-form's
// resolver), in the API and anywhere else the same zod parses. Entities import `z` from here, not
// from 'zod', so the setting is in place before any of their schemas exists.
import { z } from 'zod';
import { catalogueIssueMessage } from './issue-messages';

z.config({ customError: catalogueIssueMessage });

export { z };

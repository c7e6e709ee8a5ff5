import { setupRemoteTests } from './setup';

await setupRemoteTests({ namespace: 'kit', catalogue: { hello: 'Hello {{name}}' } });

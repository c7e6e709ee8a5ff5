import { setupRemoteTests } from '@heartline/remote-kit/testing';
import catalogue from '../i18n/en.json';

await setupRemoteTests({ namespace: '{{namespace}}', catalogue });

import i18next from 'i18next';
import { setupRemoteTests } from '@heartline/remote-kit/testing';
import catalogue from '../i18n/en.json';

await setupRemoteTests({ i18n: i18next, namespace: 'agent', catalogue });

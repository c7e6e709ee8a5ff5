// The persistent notice that a new shell build was deployed, with a reload (member spec §9).
import { MESSAGES } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { addCatalogue } from '../../lib/i18n';
import { servedBuild, useNewBuildAvailable } from './build-check';
import catalogue from './en.json';

const BUILD_CHECK_NS = 'build-check';
addCatalogue(BUILD_CHECK_NS, catalogue);

export interface NewVersionNoticeProps {
  runningBuild?: string | null;
  fetch?: typeof fetch;
  reload?: () => void;
}

export function NewVersionNotice({ runningBuild = servedBuild(), fetch, reload }: NewVersionNoticeProps) {
  return useNewBuildAvailable(runningBuild, fetch) ? <NewVersionBanner reload={reload} /> : null;
}

/** The notice itself, once a new build is known (the router-less visitor pages load it only then). */
export default function NewVersionBanner({ reload = () => window.location.reload() }: Pick<NewVersionNoticeProps, 'reload'>) {
  const { t } = useTranslation(BUILD_CHECK_NS);
  return (
    <div className="banner new-version-notice" role="status">
      <span>{MESSAGES.newVersion}</span>{' '}
      <button type="button" className="button-link" onClick={reload}>
        {t('reload')}
      </button>
    </div>
  );
}

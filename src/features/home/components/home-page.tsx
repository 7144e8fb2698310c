import { useIdentity } from '../../../api/use-identity';
import { PageHeader } from '../../../components/page-header';
import { Alerting } from './alerting-card';
import { Errors } from './errors-card';
import { FailingDeliveries } from './deliveries-card';
import styles from './home.module.css';
import { Ingestion } from './ingestion-card';
import { RecentDashboards } from './recent-dashboards';
import { SearchBox } from './search-box';
import { signedIn } from '../signed-in';

/** Where everyone lands: what is alerting, errors against yesterday, the dashboards they use, what the organisation ingests, a search. */
export function HomePage({ openedAt }: { openedAt: number }) {
  const identity = useIdentity();
  return (
    <div className="stack">
      <PageHeader title="Home" lead={identity && signedIn(identity)} />
      <SearchBox />
      <div className={styles.grid}>
        <Alerting now={openedAt} />
        <Errors now={openedAt} />
        <RecentDashboards />
        <Ingestion now={openedAt} />
        {/* Last: it appears only when a delivery failed, and moves nothing above it when it does. */}
        <FailingDeliveries now={openedAt} />
      </div>
    </div>
  );
}

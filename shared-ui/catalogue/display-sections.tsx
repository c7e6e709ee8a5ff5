import { useEffect, useState } from 'react';
import { Avatar, Badge, Card, Pagination, Skeleton, Tabs } from '../src/index';
import { FileDrop } from '../src/file-drop';
import { CatalogueSection, Row } from './catalogue-section';

const PORTRAIT =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c1a8"/><stop offset="1" stop-color="#b5566f"/></linearGradient></defs><rect width="80" height="100" fill="url(#g)"/><circle cx="40" cy="40" r="17" fill="#7a3b2e"/><circle cx="40" cy="43" r="13" fill="#f2c6a0"/><path d="M12 100c2-22 14-32 28-32s26 10 28 32z" fill="#3b2a4a"/></svg>',
  );

/** The page in the address (#page-6), as an app keeps it in its URL. */
function usePageInHash(initial: number) {
  const read = () => Number(/^#page-(\d+)$/.exec(window.location.hash)?.[1] ?? initial);
  const [page, setPage] = useState(read);
  useEffect(() => {
    const onHash = () => setPage(read());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  });
  return page;
}

export function NavigationSection() {
  const page = usePageInHash(6);
  return (
    <CatalogueSection title="Tabs and Pagination">
      <Row label="Tabs">
        <Tabs
          label="Interests"
          items={[
            { id: 'favourites', label: 'Favourites', panel: <p>Profiles you keep an eye on.</p> },
            { id: 'liked', label: 'Liked you', panel: <p>Members who liked your profile.</p> },
            { id: 'visitors', label: 'Visitors', panel: <p>Who looked at your profile this week.</p> },
          ]}
        />
      </Row>
      <Row label="Pagination">
        <Pagination
          page={page}
          pageCount={20}
          href={(target) => `#page-${target}`}
          label="Pages"
          previousLabel="Previous"
          nextLabel="Next"
          pageLabel={(target) => `Page ${target}`}
        />
      </Row>
    </CatalogueSection>
  );
}

export function DisplaySection() {
  return (
    <CatalogueSection title="Card, Badge, Avatar, Skeleton">
      <Row label="Badges">
        <Badge tone="success" dot>
          Online
        </Badge>
        <Badge tone="info">New</Badge>
        <Badge tone="inverse">Premium</Badge>
        <Badge tone="warning">Pending approval</Badge>
        <Badge tone="primary">20 credits</Badge>
        <Badge tone="danger">Blocked</Badge>
        <Badge>Featured</Badge>
      </Row>
      <Row label="Avatars">
        <Avatar name="wild_nina" src={PORTRAIT} size="xl" />
        <Avatar name="wild_nina" src={PORTRAIT} size="lg" />
        <Avatar name="anna keane" size="lg" />
        <Avatar name="Marc" size="md" />
        <Avatar name="broken photo" src="/missing.jpg" size="md" />
        <Avatar name="sam" size="sm" />
      </Row>
      <Row label="Cards">
        <div className="catalogue-cards">
          <Card as="article" padding="none" elevation="flat">
            <img className="catalogue-card-photo" src={PORTRAIT} alt="wild_nina" />
            <div className="catalogue-card-body">
              <h4>
                wild_nina, <span>27</span>
              </h4>
              <p>Cork · loves the sea</p>
              <Badge tone="success" dot>
                Online
              </Badge>
            </div>
          </Card>
          <Card title="Your credits" titleLevel={3} actions={<Badge tone="primary">20 left</Badge>}>
            <p>One message costs one credit. Credits never expire.</p>
          </Card>
        </div>
      </Row>
      <Row label="Skeletons">
        <div className="catalogue-cards" aria-busy="true" aria-label="Loading profiles">
          <Skeleton shape="card" />
          <Skeleton shape="card" />
          <div className="catalogue-stack">
            <Skeleton shape="avatar" />
            <Skeleton lines={4} />
          </div>
        </div>
      </Row>
    </CatalogueSection>
  );
}

export function FileDropSection() {
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<string[]>([]);
  const upload = (files: File[]) => {
    setProgress(0);
    let done = 0;
    const timer = setInterval(() => {
      done += 0.1;
      if (done >= 1) {
        clearInterval(timer);
        setProgress(null);
        setSent(files.map((file) => `${file.name} (${Math.round(file.size / 1024)} KB)`));
      } else setProgress(done);
    }, 200);
  };
  return (
    <CatalogueSection
      title="FileDrop"
      note="Drop or choose photos: jpeg or png, up to 5 MB, at least 640 × 360 px; each is framed in 4:5 before it is sent."
    >
      <FileDrop
        accept={['image/jpeg', 'image/png']}
        maxBytes={5 * 1024 * 1024}
        maxFiles={5}
        minSize={{ width: 640, height: 360 }}
        maxSize={{ width: 3840, height: 2160 }}
        cropAspectRatio={4 / 5}
        progress={progress}
        onFiles={upload}
        words={{
          choose: 'Choose photos',
          drop: 'or drop them here',
          hint: 'jpeg or png, up to 5 MB, at least 640 × 360 px; up to 5 at once.',
          refusals: {
            count: 'You can upload at most 5 photos at once',
            type: 'Invalid file type, jpeg or png only',
            size: 'Max file size allowed is 5 mb',
            dimensions: 'Mininum dimension is 640px x 360px',
            failed: 'The upload failed, please try again.',
          },
          refused: (name, message) => `${name}: ${message}`,
          progress: 'Uploading',
          percent: (percent) => `${percent}%`,
          cropCounter: (index, total) => `Photo ${index} of ${total}`,
          crop: {
            title: 'Frame your photo',
            hint: 'Drag the photo (or use the arrow keys) to place it in the frame; zoom with the slider (or + and −).',
            zoom: 'Zoom',
            confirm: 'Use this photo',
            cancel: 'Skip this photo',
          },
        }}
      />
      {sent.length > 0 && <p role="status">Sent: {sent.join(', ')}</p>}
    </CatalogueSection>
  );
}

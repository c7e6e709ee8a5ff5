// A conversation as staff work it (agent spec §3), the claim's and the lookup's body: the member
// (details, credits, membership, notes) | the messages, the reply and the meet-ups | the profile
// (its photos and details, notes).
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import type { Meetup, Note, StaffMemberFile, StaffProfileFile } from '@heartline/contracts/schemas';
import { Meetups } from '@heartline/widgets';
import { NotesPanel } from './notes-panel';
import { MemberDetails, ProfileDetails } from './party-details';

interface Side<File> {
  id: string;
  name: string;
  /** The details the staff read carries (absent from older answers: the name alone shows). */
  file: File | undefined;
  notes: readonly Note[];
}

interface ConversationSidesProps {
  conversationId: string;
  member: Side<StaffMemberFile>;
  profile: Side<StaffProfileFile>;
  meetups: readonly Meetup[];
  isAdmin: boolean;
  /** The messages and the reply. */
  children: ReactNode;
}

/** One side's column: its details (or its name alone) and its notes. */
function SideColumn({
  conversationId,
  subject,
  name,
  details,
  notes,
  isAdmin,
}: {
  conversationId: string;
  subject: { type: 'user' | 'profile'; id: string };
  name: string;
  details: ReactNode;
  notes: readonly Note[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation('agent');
  const label = subject.type === 'user' ? t('conversation.member') : t('conversation.profile');
  return (
    <aside className={`agent-person agent-person-${subject.type === 'user' ? 'member' : 'profile'}`} aria-label={label}>
      <h3>{label}</h3>
      {details ?? <p className="agent-person-name">{name}</p>}
      <NotesPanel
        title={subject.type === 'user' ? t('conversation.member-notes') : t('conversation.profile-notes')}
        conversationId={conversationId}
        subject={subject.type}
        subjectId={subject.id}
        notes={notes}
        isAdmin={isAdmin}
      />
    </aside>
  );
}

export function ConversationSides({ conversationId, member, profile, meetups: initial, isAdmin, children }: ConversationSidesProps) {
  const { t } = useTranslation('agent');
  const [meetups, setMeetups] = useState(initial);
  return (
    <div className="agent-conversation-body">
      <SideColumn
        conversationId={conversationId}
        subject={{ type: 'user', id: member.id }}
        name={member.name}
        details={member.file && <MemberDetails member={member.file} />}
        notes={member.notes}
        isAdmin={isAdmin}
      />
      <section className="agent-thread" aria-label={t('conversation.messages')}>
        {children}
        <Meetups
          conversationId={conversationId}
          profileName={profile.name}
          meetups={meetups}
          viewer={{ kind: 'staff', memberName: member.name }}
          headingLevel={3}
          onChanged={(conversation) => setMeetups(conversation.meetUps)}
        />
      </section>
      <SideColumn
        conversationId={conversationId}
        subject={{ type: 'profile', id: profile.id }}
        name={profile.name}
        details={profile.file && <ProfileDetails profile={profile.file} />}
        notes={profile.notes}
        isAdmin={isAdmin}
      />
    </div>
  );
}

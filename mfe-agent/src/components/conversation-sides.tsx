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

export function ConversationSides({ conversationId, member, profile, meetups: initial, isAdmin, children }: ConversationSidesProps) {
  const { t } = useTranslation('agent');
  const [meetups, setMeetups] = useState(initial);
  return (
    <div className="agent-conversation-body">
      <aside className="agent-person agent-person-member" aria-label={t('conversation.member')}>
        <h3>{t('conversation.member')}</h3>
        {member.file ? <MemberDetails member={member.file} /> : <p className="agent-person-name">{member.name}</p>}
        <NotesPanel
          title={t('conversation.member-notes')}
          conversationId={conversationId}
          subject="user"
          subjectId={member.id}
          notes={member.notes}
          isAdmin={isAdmin}
        />
      </aside>
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
      <aside className="agent-person agent-person-profile" aria-label={t('conversation.profile')}>
        <h3>{t('conversation.profile')}</h3>
        {profile.file ? <ProfileDetails profile={profile.file} /> : <p className="agent-person-name">{profile.name}</p>}
        <NotesPanel
          title={t('conversation.profile-notes')}
          conversationId={conversationId}
          subject="profile"
          subjectId={profile.id}
          notes={profile.notes}
          isAdmin={isAdmin}
        />
      </aside>
    </div>
  );
}

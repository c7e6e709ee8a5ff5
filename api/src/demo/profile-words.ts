// Words the generated profiles are made of: first names, username endings, interests and the
// sentences of their about texts. Everything here is invented for fictitious profiles.
export const WOMAN_NAMES = [
  'anna', 'lena', 'mia', 'sofia', 'emma', 'chloe', 'zoe', 'nora', 'ava', 'ella', 'isla', 'maya', 'lucy', 'ruby', 'grace',
  'hannah', 'clara', 'julia', 'lea', 'nina', 'sara', 'amelia', 'olivia', 'aoife', 'niamh', 'siobhan', 'freya', 'ivy', 'jade',
  'kira', 'lola', 'mila', 'naomi', 'paula', 'rosa', 'tess', 'vera', 'yasmin', 'leila', 'amara', 'imani', 'keiko', 'mei',
  'priya', 'lucia', 'valentina', 'camila', 'elena', 'greta', 'ines', 'marta', 'noor', 'selin', 'tara', 'wren', 'hazel',
  'stella', 'daisy', 'alice', 'bianca',
] as const;

export const MAN_NAMES = [
  'liam', 'noah', 'oliver', 'elias', 'finn', 'leo', 'max', 'ben', 'jonas', 'luca', 'adam', 'sam', 'jack', 'ryan', 'sean',
  'cian', 'oisin', 'conor', 'ethan', 'lucas', 'mateo', 'diego', 'omar', 'karim', 'yusuf', 'kenji', 'hiro', 'arjun', 'dev',
  'marcus', 'jamal', 'andre', 'theo', 'felix', 'hugo', 'jan', 'lars', 'milan', 'nico', 'oscar', 'paul', 'rafael', 'simon',
  'tom', 'victor', 'will', 'aaron', 'caleb', 'daniel', 'gabriel', 'isaac', 'jake', 'kai', 'malik', 'nate', 'owen', 'reza',
  'tobias', 'zane', 'emil',
] as const;

export const USERNAME_WORDS = [
  'sunny', 'wander', 'travels', 'smiles', 'dreamer', 'vibes', 'moon', 'star', 'ocean', 'wild', 'coffee', 'nomad', 'soul',
  'river', 'spark', 'blue', 'city', 'night', 'happy', 'chill', 'salt', 'honey', 'ginger', 'velvet', 'jazz', 'lucky',
] as const;

export const INTEREST_TAGS = [
  'travel', 'hiking', 'cooking', 'wine', 'jazz', 'yoga', 'movies', 'books', 'dancing', 'photography', 'running', 'gaming',
  'art', 'festivals', 'coffee', 'beach', 'cycling', 'fitness', 'theatre', 'dogs', 'cats', 'gardening', 'karaoke', 'surfing',
  'skiing', 'road trips', 'sushi', 'board games', 'fashion', 'astronomy', 'podcasts', 'baking', 'climbing', 'concerts',
] as const;

export const ABOUT_OPENERS = [
  'Hi, I am {name} from {city}.',
  '{City} local with a soft spot for {i1}.',
  'Coffee first, then adventures.',
  'Curious, a little chaotic and always up for a laugh.',
  'Part-time philosopher, full-time {i1} enthusiast.',
  'New in town and ready to be shown around {city}.',
  'Friends say I am the one who always plans the trip.',
  'Sunday mornings, good playlists and long walks: that is me.',
  'I laugh loudly and I am not sorry about it.',
  'Straightforward, warm and a little bit nerdy.',
] as const;

export const ABOUT_MIDDLES = [
  'Weekends usually mean {i1} or {i2}.',
  'I can talk about {i1} for hours, and {i2} for even longer.',
  'Lately I have been getting into {i2}.',
  'You will find me somewhere between {i1} and {i2}.',
  'My perfect evening: {i2}, good food and even better company.',
  'I collect little moments: {i1}, {i2} and the odd spontaneous road trip.',
] as const;

export const ABOUT_CLOSERS = [
  'Looking for someone who makes conversation feel easy.',
  'Message me if you like {i3} too.',
  'Tell me your favourite song and I will tell you mine.',
  'Kindness and a good sense of humour win me over.',
  'Say hi, I do not bite.',
  'Bonus points if you can recommend a good book.',
  'Let us see where a good chat takes us.',
] as const;

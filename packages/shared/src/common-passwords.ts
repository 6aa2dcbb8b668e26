/**
 * The most common passwords of at least 8 characters, as published in breach-corpus
 * frequency lists (NIST SP 800-63B asks verifiers to refuse them). Lower case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111',
  '00000000', '000000000', '0000000000', '88888888', '66666666', '99999999', '87654321',
  '987654321', '0987654321', '147258369', '123456123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  '1qazxsw2', 'zaq12wsx', 'qwertyui', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm1', 'asdfasdf',
  'qwerty123', 'qwerty1234', 'qwer1234', 'abcd1234', 'abc12345', 'abc123456', 'a1b2c3d4',
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa55word', 'iloveyou', 'iloveyou1', 'sunshine',
  'princess', 'football', 'baseball', 'superman', 'starwars', 'whatever', 'trustno1',
  'welcome1', 'welcome123', 'letmein1', 'changeme', 'computer', 'michelle', 'jennifer',
  'corvette', 'mercedes', 'internet', 'dragon12', 'master12', 'football1', 'baseball1',
  'liverpool', 'chelsea1', 'arsenal1', 'jordan23', 'michael1', 'charlie1', 'shadow12',
  'monkey12', 'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'aa123456', 'a123456789', 'admin123',
  'administrator', 'adminadmin', 'letmein123', 'secret123', 'test1234', 'testtest',
  'default1', 'guest123', 'user1234', 'login123', 'pass1234', 'procura1', 'company1',
  'welcome2024', 'welcome2025', 'welcome2026', 'summer2024', 'summer2025', 'summer2026',
  'winter2024', 'winter2025', 'winter2026', 'spring2025', 'spring2026', 'autumn2025',
  'password2024', 'password2025', 'password2026', 'qwerty12345', 'asdf1234', 'zxcvbnm123',
  'babygirl1', 'lovelove', 'loveyou1', 'ihateyou', 'blink182', 'pokemon1', 'naruto12',
  'samsung1', 'computer1', 'whatever1', 'freedom1', 'hello123', 'hellohello', 'goodluck',
  'midnight', 'sunshine1', 'princess1', 'butterfly', 'chocolate', 'password01', 'mustang1',
  'harley12', 'maverick', 'steelers', 'cowboys1', 'yankees1', 'rangers1', 'basketball',
  'fuckyou1', 'nicole12', 'jessica1', 'ashley12', 'daniel12', 'thomas12', 'matthew1',
  'andrew12', 'joshua12', 'superman1', 'batman12', 'spiderman', 'starwars1', 'asdfghjk',
  'zxcvbnma', 'qwertyu1', '11223344', '12341234', '12344321', '13579246', '22222222',
  '33333333', '44444444', '55555555', '77777777', '12121212', '69696969', '01234567',
  '123qweasd', '123qweasdzxc', 'qweasdzxc', '1234qwer', 'qwe12345', '123abc123',
]);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * Passwords that appear at the top of every leaked-password list (and their usual
 * Turkish cousins). docs/product.md asks only for 6 characters; refusing these costs a
 * pupil nothing and stops the first guesses of an attacker.
 */
const COMMON = `123456 1234567 12345678 123456789 1234567890 12345678910 654321 111111 000000 121212 123123
112233 123321 666666 777777 888888 999999 555555 222222 333333 444444 11111111 00000000 987654321
password password1 password123 passw0rd qwerty qwerty123 qwertyuiop qwe123 asdfgh asdfghjkl zxcvbnm
1q2w3e 1q2w3e4r 1q2w3e4r5t abc123 abcdef abcd1234 a123456 aa123456 123abc iloveyou letmein welcome
monkey dragon master football baseball sunshine princess shadow superman michael charlie jessica
trustno1 starwars whatever freedom hello123 login admin123 admin1 azerty 123qwe qwerty1 secret
sifre sifre123 şifre şifre123 parola parola123 123456a galatasaray fenerbahce besiktas trabzonspor
istanbul ankara izmir turkiye türkiye merhaba askim aşkım sevgilim kerem ahmet mehmet mustafa
ogrenci öğrenci okul123 ingilizce english merdiven`.split(/\s+/);

const set = new Set(COMMON.map((p) => p.toLocaleLowerCase("tr-TR")));

/**
 * The server adds the 10,000 most common passwords of the leaked lists at start
 * (server/auth/common-password-list.ts): the browser checks this short list for a
 * quick answer and never downloads the long one; the server checks both.
 */
export function addCommonPasswords(passwords: Iterable<string>): void {
  for (const p of passwords) set.add(p.toLocaleLowerCase("tr-TR"));
}

export function isCommonPassword(password: string): boolean {
  return set.has(password.toLocaleLowerCase("tr-TR"));
}

export const trUsers = {
  title: "Kullanıcılar",
  disable: "Devre dışı bırak",
  enable: "Yeniden etkinleştir",
  disabled: "Hesap devre dışı bırakıldı; açık oturumları kapatıldı.",
  enabled: "Hesap yeniden etkinleştirildi.",
  notSelf: "Kendi hesabınızı devre dışı bırakamazsınız.",
  endSessions: "Oturumlarını kapat",
  sessionsEnded: "Kullanıcının açık oturumlarının hepsi kapatıldı.",
  notOwnSessions: "Kendi oturumlarınızı buradan kapatamazsınız; çıkış yapın.",
} as const;

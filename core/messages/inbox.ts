export const trInbox = {
  title: "Mesajlar",
  empty: "Henüz mesaj yok.",
  markRead: "Okundu işaretle",
  markUnread: "Okunmadı işaretle",
  subscribers: "Abone listesi",
  noSubscribers: "Henüz abone yok.",
  /** Signed up but not confirmed (and addresses from before confirmation existed): never mailed, not exported. */
  pendingSubscribers: "onay bekleyen",
  confirmedOn: "onay",
  subscriberPages: "Abone listesinin sayfaları",
  export: "CSV olarak indir",
} as const;

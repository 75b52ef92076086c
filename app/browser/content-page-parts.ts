/**
 * The parts of a content page that React loads when it reaches them, not with the page's first
 * load (decision 0100). They are listed once so that saving a unit for offline reading keeps them
 * too: a saved page whose part cannot be fetched offline would fail where it should read.
 * The admin's edit and delete are left out on purpose: admin code stays off pupils' devices.
 */
export const contentPageParts = {
  assignHomeworkLink: () => import("#app/components/assign-homework-link.tsx"),
  messageForm: () => import("#app/components/message-form.tsx"),
};

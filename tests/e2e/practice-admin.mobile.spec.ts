import { test } from "./fixtures";
import { addEntryWithWordList } from "./practice-admin";

test("on a phone: the admin adds an entry with its word list, the bad rows named as they are typed", async ({
  page,
}) => {
  await addEntryWithWordList(page, true);
});

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the admin's 'Önizle' names each bad row with its line and keeps what was typed; the entry and its list are saved together", async ({
    page,
  }) => {
    await addEntryWithWordList(page, false);
  });
});

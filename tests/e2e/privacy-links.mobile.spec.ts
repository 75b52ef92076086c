import { test } from "./fixtures";
import { privacyLinksWork } from "./privacy-links";

test("on a phone the privacy notice and cookie policy open from the footer and the sign-up form", async ({ page }) => {
  await privacyLinksWork(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("on a phone the privacy notice and cookie policy open from the footer and the sign-up form", async ({
    page,
  }) => {
    await privacyLinksWork(page, false);
  });
});

import { test } from "./fixtures";
import { visitorThenSignUp } from "./marks";

test("on a phone: saved and done entries on the device, then in the new account", async ({ page }) => {
  await visitorThenSignUp(page);
});

import { test } from "./fixtures";
import { visitorThenSignUp } from "./marks";
import { sharedComputer } from "./shared-device";

test("on a phone: saved and done entries on the device, then in the new account", async ({ page }) => {
  await visitorThenSignUp(page);
});

test("on a phone shared by two pupils: 'Hayır' keeps the first one's marks and cards out of the second one's account", async ({
  page,
  browser,
  request,
}) => {
  await sharedComputer(page, browser, request, "no");
});

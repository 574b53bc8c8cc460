/**
 * Opens the tab's sessionStorage before Gatsby first uses it: gatsby-browser's onClientEntry runs
 * this in a task of its own, while the page's data is on its way and the main thread is idle.
 *
 * Gatsby's runtime uses sessionStorage in the task that evaluates the page's code and starts
 * hydration: its reload guard (production-app.js removes a key once the page's code has loaded)
 * and the saved scroll positions (gatsby-react-router-scroll). A document's first touch of its
 * sessionStorage makes the renderer wait for the browser process to open the storage area (1.3-10
 * ms in 8 fresh tabs here), and every later one is free. Opened here, that wait no longer falls in
 * the task that starts hydration.
 */
export const openSessionStorage = () => {
  try {
    void window.sessionStorage.length
  } catch {
    // Storage is blocked (a privacy setting). Gatsby catches the same error and goes without.
  }
}

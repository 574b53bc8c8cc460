/**
 * @jest-environment node
 *
 * The content editor's GitHub token: the editor asks GitHub for no more than the repository needs
 * (the owner says whether it is public), and /admin/ keeps cross-origin windows away from the page
 * that holds the token while its own sign-in popup still reaches back (docs/cms.md,
 * docs/decisions/cms-on-site-origin.md).
 */
import { adminHeaders } from "../../src/node/admin-headers"
import { cmsAuthScope, cmsConfig } from "../../src/node/cms-config"
import adminEdgeFunction from "../../netlify/edge-functions/admin"

const repository = { repo: "lumasculpt/site", branch: "main" }

describe("the access the editor asks GitHub for", () => {
  it("is public_repo when the owner marks the repository public", () => {
    expect(cmsAuthScope({ CMS_GITHUB_VISIBILITY: "public" })).toBe("public_repo")
    expect(
      cmsConfig(repository, cmsAuthScope({ CMS_GITHUB_VISIBILITY: "Public " })).backend,
    ).toMatchObject({
      auth_scope: "public_repo",
    })
  })

  it("is repo, which a private repository needs, otherwise", () => {
    expect(cmsAuthScope({ CMS_GITHUB_VISIBILITY: "private" })).toBe("repo")
    expect(cmsAuthScope({})).toBe("repo")
    expect(cmsConfig(repository, "repo").backend).toMatchObject({ auth_scope: "repo" })
  })
})

describe("/admin/'s opener policy", () => {
  it("cuts cross-origin windows off from the editor but keeps its sign-in popup's opener", async () => {
    const response = await adminEdgeFunction(new Request("https://example.com/admin/"), {
      next: async () => new Response("<!doctype html>"),
    })

    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups")
    expect(adminHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
  })
})

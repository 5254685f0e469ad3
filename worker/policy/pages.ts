// Page loaders of the policy and help pages (cookie policy, privacy, terms, community guidelines,
// help articles): static documents from shared/policy/documents.ts, indexable, with a canonical.
import { HELP_ARTICLES, POLICY_DOCUMENTS, type PolicyDocument } from '#shared/policy/documents.ts';
import { titledHead as head, type Loader, notFoundPage, type ServerPageState } from '#worker/pages/loader.ts';

function policyPage(route: ServerPageState['route'], params: Record<string, string>, document: PolicyDocument): ServerPageState {
  return { route, params, status: 200, head: head(document.title, document.description, document.path), data: { kind: 'policy', document } };
}

const documentLoader =
  (route: keyof typeof POLICY_DOCUMENTS): Loader =>
  async (_c, params) =>
    policyPage(route, params, POLICY_DOCUMENTS[route]);

/** `/help/{topic}/`: a help article, or the 404 page for a topic there is none for. */
const helpArticle: Loader = async (_c, params) => {
  const document = Object.hasOwn(HELP_ARTICLES, params.topic) ? HELP_ARTICLES[params.topic] : undefined;
  return document ? policyPage('helpArticle', params, document) : notFoundPage();
};

/** The policy and help loaders by route. */
export const policyPages = {
  policyCookies: documentLoader('policyCookies'),
  privacy: documentLoader('privacy'),
  terms: documentLoader('terms'),
  communityGuidelines: documentLoader('communityGuidelines'),
  helpArticle,
} satisfies Record<string, Loader>;

// `npm run build`: the client build into dist/client, made beside it and then published, so it is safe while
// `npm start` serves dist/client (scripts/lib/clientBuild.ts).
import { buildClient } from './lib/local.ts';

await buildClient();
console.log('dist/client built');

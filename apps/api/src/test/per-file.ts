import { resetFixtureNumbers } from './fixtures.js';

// Run before every API test file. The files share one process and its modules (`isolate: false`), so each
// starts the fixtures' numbering where an isolated file would.
resetFixtureNumbers();

// Creates .dev.vars from .dev.vars.example when missing (run before typegen and tests).
import { ensureDevVars } from './lib/local.ts';

ensureDevVars();

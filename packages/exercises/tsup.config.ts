import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(packageBuild());

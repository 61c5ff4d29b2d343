import type { Config } from '#src/server/config.ts';
import type { VisionRecogniser } from './vision.ts';
import { createOpenAiVisionRecogniser } from './vision-openai.ts';

/**
 * The configured recogniser, or null when none is: then analysis answers VISION_NOT_CONFIGURED
 * ("API Configuration Error", product.md §7). The offline detector was measured and left out (decision 034).
 */
export function createVisionRecogniser(config: Config): VisionRecogniser | null {
  if (!config.vision) return null;
  return createOpenAiVisionRecogniser(config.vision);
}

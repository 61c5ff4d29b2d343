import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Checklaterbefore2Inputs */

const en_submissions_checklaterbefore2 = /** @type {(inputs: Submissions_Checklaterbefore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Want to check on it later? You can`)
};

/**
* | output |
* | --- |
* | "Want to check on it later? You can" |
*
* @param {Submissions_Checklaterbefore2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_checklaterbefore2 = /** @type {((inputs?: Submissions_Checklaterbefore2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Checklaterbefore2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_checklaterbefore2(inputs)
});
export { submissions_checklaterbefore2 as "submissions.checkLaterBefore" }
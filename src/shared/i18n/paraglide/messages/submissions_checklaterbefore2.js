import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Checklaterbefore2Inputs */

const en_submissions_checklaterbefore2 = /** @type {(inputs: Submissions_Checklaterbefore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Want to check on it later? You can`)
};

const fil_submissions_checklaterbefore2 = /** @type {(inputs: Submissions_Checklaterbefore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gusto mo itong silipin mamaya? Puwede mong`)
};

/**
* | output |
* | --- |
* | "Want to check on it later? You can" |
*
* @param {Submissions_Checklaterbefore2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_checklaterbefore2 = /** @type {((inputs?: Submissions_Checklaterbefore2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Checklaterbefore2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_checklaterbefore2(inputs)
	return en_submissions_checklaterbefore2(inputs)
});
export { submissions_checklaterbefore2 as "submissions.checkLaterBefore" }
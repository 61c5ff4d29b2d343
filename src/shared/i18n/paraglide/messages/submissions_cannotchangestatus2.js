import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cannotchangestatus2Inputs */

const en_submissions_cannotchangestatus2 = /** @type {(inputs: Submissions_Cannotchangestatus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request can no longer be changed online.`)
};

const fil_submissions_cannotchangestatus2 = /** @type {(inputs: Submissions_Cannotchangestatus2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na mababago online ang request na ito.`)
};

/**
* | output |
* | --- |
* | "This request can no longer be changed online." |
*
* @param {Submissions_Cannotchangestatus2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cannotchangestatus2 = /** @type {((inputs?: Submissions_Cannotchangestatus2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cannotchangestatus2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cannotchangestatus2(inputs)
	return en_submissions_cannotchangestatus2(inputs)
});
export { submissions_cannotchangestatus2 as "submissions.cannotChangeStatus" }
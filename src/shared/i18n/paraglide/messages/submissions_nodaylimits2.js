import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nodaylimits2Inputs */

const en_submissions_nodaylimits2 = /** @type {(inputs: Submissions_Nodaylimits2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No day is closed or limited.`)
};

/**
* | output |
* | --- |
* | "No day is closed or limited." |
*
* @param {Submissions_Nodaylimits2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nodaylimits2 = /** @type {((inputs?: Submissions_Nodaylimits2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nodaylimits2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nodaylimits2(inputs)
});
export { submissions_nodaylimits2 as "submissions.noDayLimits" }
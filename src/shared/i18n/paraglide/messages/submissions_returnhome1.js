import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Returnhome1Inputs */

const en_submissions_returnhome1 = /** @type {(inputs: Submissions_Returnhome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return Home`)
};

/**
* | output |
* | --- |
* | "Return Home" |
*
* @param {Submissions_Returnhome1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_returnhome1 = /** @type {((inputs?: Submissions_Returnhome1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Returnhome1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_returnhome1(inputs)
});
export { submissions_returnhome1 as "submissions.returnHome" }
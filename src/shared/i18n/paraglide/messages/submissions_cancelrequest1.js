import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelrequest1Inputs */

const en_submissions_cancelrequest1 = /** @type {(inputs: Submissions_Cancelrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel request`)
};

/**
* | output |
* | --- |
* | "Cancel request" |
*
* @param {Submissions_Cancelrequest1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_cancelrequest1 = /** @type {((inputs?: Submissions_Cancelrequest1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelrequest1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_cancelrequest1(inputs)
});
export { submissions_cancelrequest1 as "submissions.cancelRequest" }
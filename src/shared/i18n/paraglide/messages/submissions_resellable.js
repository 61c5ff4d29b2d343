import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_ResellableInputs */

const en_submissions_resellable = /** @type {(inputs: Submissions_ResellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resellable`)
};

/**
* | output |
* | --- |
* | "Resellable" |
*
* @param {Submissions_ResellableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resellable = /** @type {((inputs?: Submissions_ResellableInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_ResellableInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resellable(inputs)
});
export { submissions_resellable as "submissions.resellable" }
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelrequest1Inputs */

const en_submissions_cancelrequest1 = /** @type {(inputs: Submissions_Cancelrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel request`)
};

const fil_submissions_cancelrequest1 = /** @type {(inputs: Submissions_Cancelrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanselahin ang request`)
};

/**
* | output |
* | --- |
* | "Cancel request" |
*
* @param {Submissions_Cancelrequest1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cancelrequest1 = /** @type {((inputs?: Submissions_Cancelrequest1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelrequest1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cancelrequest1(inputs)
	return en_submissions_cancelrequest1(inputs)
});
export { submissions_cancelrequest1 as "submissions.cancelRequest" }
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Onthewaysenttitle4Inputs */

const en_submissions_onthewaysenttitle4 = /** @type {(inputs: Submissions_Onthewaysenttitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS queued`)
};

const fil_submissions_onthewaysenttitle4 = /** @type {(inputs: Submissions_Onthewaysenttitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-queue ang SMS`)
};

/**
* | output |
* | --- |
* | "SMS queued" |
*
* @param {Submissions_Onthewaysenttitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_onthewaysenttitle4 = /** @type {((inputs?: Submissions_Onthewaysenttitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Onthewaysenttitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_onthewaysenttitle4(inputs)
	return en_submissions_onthewaysenttitle4(inputs)
});
export { submissions_onthewaysenttitle4 as "submissions.onTheWaySentTitle" }
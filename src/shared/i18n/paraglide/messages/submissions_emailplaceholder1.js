import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailplaceholder1Inputs */

const en_submissions_emailplaceholder1 = /** @type {(inputs: Submissions_Emailplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.com`)
};

const fil_submissions_emailplaceholder1 = /** @type {(inputs: Submissions_Emailplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ikaw@example.com`)
};

/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Submissions_Emailplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_emailplaceholder1 = /** @type {((inputs?: Submissions_Emailplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_emailplaceholder1(inputs)
	return en_submissions_emailplaceholder1(inputs)
});
export { submissions_emailplaceholder1 as "submissions.emailPlaceholder" }
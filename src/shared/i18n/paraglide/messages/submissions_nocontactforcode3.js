import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nocontactforcode3Inputs */

const en_submissions_nocontactforcode3 = /** @type {(inputs: Submissions_Nocontactforcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have no phone or e-mail on file for this request. Please reply to our SMS or e-mail.`)
};

const fil_submissions_nocontactforcode3 = /** @type {(inputs: Submissions_Nocontactforcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala kaming phone o e-mail para sa request na ito. Mag-reply lang sa aming SMS o e-mail.`)
};

/**
* | output |
* | --- |
* | "We have no phone or e-mail on file for this request. Please reply to our SMS or e-mail." |
*
* @param {Submissions_Nocontactforcode3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nocontactforcode3 = /** @type {((inputs?: Submissions_Nocontactforcode3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nocontactforcode3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nocontactforcode3(inputs)
	return en_submissions_nocontactforcode3(inputs)
});
export { submissions_nocontactforcode3 as "submissions.noContactForCode" }
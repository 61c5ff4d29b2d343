import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownercodetoomany3Inputs */

const en_submissions_ownercodetoomany3 = /** @type {(inputs: Submissions_Ownercodetoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent several codes already. Please wait a while and try again.`)
};

const fil_submissions_ownercodetoomany3 = /** @type {(inputs: Submissions_Ownercodetoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilang code na ang naipadala namin. Maghintay muna nang kaunti at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "We sent several codes already. Please wait a while and try again." |
*
* @param {Submissions_Ownercodetoomany3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodetoomany3 = /** @type {((inputs?: Submissions_Ownercodetoomany3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodetoomany3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodetoomany3(inputs)
	return en_submissions_ownercodetoomany3(inputs)
});
export { submissions_ownercodetoomany3 as "submissions.ownerCodeTooMany" }
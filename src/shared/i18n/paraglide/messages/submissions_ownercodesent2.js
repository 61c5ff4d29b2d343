import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ destination: NonNullable<unknown> }} Submissions_Ownercodesent2Inputs */

const en_submissions_ownercodesent2 = /** @type {(inputs: Submissions_Ownercodesent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a code to ${i?.destination}. It works for 10 minutes.`)
};

const fil_submissions_ownercodesent2 = /** @type {(inputs: Submissions_Ownercodesent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nagpadala kami ng code sa ${i?.destination}. Gumagana ito nang 10 minuto.`)
};

/**
* | output |
* | --- |
* | "We sent a code to {destination}. It works for 10 minutes." |
*
* @param {Submissions_Ownercodesent2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodesent2 = /** @type {((inputs: Submissions_Ownercodesent2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodesent2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodesent2(inputs)
	return en_submissions_ownercodesent2(inputs)
});
export { submissions_ownercodesent2 as "submissions.ownerCodeSent" }
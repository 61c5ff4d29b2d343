import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownercodeexpired2Inputs */

const en_submissions_ownercodeexpired2 = /** @type {(inputs: Submissions_Ownercodeexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired or was tried too often. Please ask for a new one.`)
};

const fil_submissions_ownercodeexpired2 = /** @type {(inputs: Submissions_Ownercodeexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired na ang code o masyado nang maraming subok. Humingi ng bago.`)
};

/**
* | output |
* | --- |
* | "That code has expired or was tried too often. Please ask for a new one." |
*
* @param {Submissions_Ownercodeexpired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownercodeexpired2 = /** @type {((inputs?: Submissions_Ownercodeexpired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownercodeexpired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownercodeexpired2(inputs)
	return en_submissions_ownercodeexpired2(inputs)
});
export { submissions_ownercodeexpired2 as "submissions.ownerCodeExpired" }
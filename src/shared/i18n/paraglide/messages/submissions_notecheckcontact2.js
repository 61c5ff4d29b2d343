import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notecheckcontact2Inputs */

const en_submissions_notecheckcontact2 = /** @type {(inputs: Submissions_Notecheckcontact2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your e-mail and your phone: we've sent your tracking number there, and that's how our team will contact you.`)
};

const fil_submissions_notecheckcontact2 = /** @type {(inputs: Submissions_Notecheckcontact2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakitingnan ang e-mail at phone mo: doon namin ipinadala ang tracking number mo, at doon ka rin kokontakin ng team namin.`)
};

/**
* | output |
* | --- |
* | "Please check your e-mail and your phone: we've sent your tracking number there, and that's how our team will contact you." |
*
* @param {Submissions_Notecheckcontact2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notecheckcontact2 = /** @type {((inputs?: Submissions_Notecheckcontact2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notecheckcontact2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notecheckcontact2(inputs)
	return en_submissions_notecheckcontact2(inputs)
});
export { submissions_notecheckcontact2 as "submissions.noteCheckContact" }
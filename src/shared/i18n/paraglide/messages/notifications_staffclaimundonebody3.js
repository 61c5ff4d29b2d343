import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Notifications_Staffclaimundonebody3Inputs */

const en_notifications_staffclaimundonebody3 = /** @type {(inputs: Notifications_Staffclaimundonebody3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The household of request ${i?.trackingNumber} said they did not add it to an account. The claim was undone and that account no longer sees the request. Please check what changed meanwhile.`)
};

const fil_notifications_staffclaimundonebody3 = /** @type {(inputs: Notifications_Staffclaimundonebody3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sinabi ng household ng request na ${i?.trackingNumber} na hindi nila ito idinagdag sa isang account. Na-undo ang claim at hindi na nakikita ng account na iyon ang request. Pakitingnan kung ano ang nagbago habang naka-claim ito.`)
};

/**
* | output |
* | --- |
* | "The household of request {trackingNumber} said they did not add it to an account. The claim was undone and that account no longer sees the request. Please ch..." |
*
* @param {Notifications_Staffclaimundonebody3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_staffclaimundonebody3 = /** @type {((inputs: Notifications_Staffclaimundonebody3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Staffclaimundonebody3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_staffclaimundonebody3(inputs)
	return en_notifications_staffclaimundonebody3(inputs)
});
export { notifications_staffclaimundonebody3 as "notifications.staffClaimUndoneBody" }